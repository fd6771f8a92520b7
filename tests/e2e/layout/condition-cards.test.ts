// Issue "Main-path defects", point 6: on a phone a per-eye condition card on Case History kept its OD and OS columns
// side by side at their content's width and made the page 527 px wide on a 390 px screen, the OS column cut off. The
// card's eye columns now stack (or wrap) where they do not fit, and their inputs take the column's width.
import { describe, expect, it } from 'vitest';
import { appointmentTodayFor } from '../support/api-seed';
import { chooseCondition, consultationTab } from '../support/consultation-steps';
import { startAppAndBrowser } from '../support/e2e-env';
import { expectNoSideScroll, expectOnScreen } from '../support/layout';
import { loginThroughForm } from '../support/session';

const env = startAppAndBrowser();

// Per eye, with every kind of input: details, an option list, a grading, notes and a tick box.
const PER_EYE_CONDITION = 'Blurred distance vision';

describe('Case History on a phone (390×844)', () => {
  it('a per-eye condition card fits the screen: nothing scrolls sideways and both eyes’ inputs are on screen', async () => {
    const appointmentId = await appointmentTodayFor(env.app.baseUrl, { first: 'Ama', last: 'Cardfit', phone: '0244806390' });
    const page = await env.newPage({ width: 390, height: 844 });
    await loginThroughForm(page, env.app.baseUrl, 'student');
    await page.goto(`${env.app.baseUrl}/consultation/${appointmentId}`);
    await page.getByRole('heading', { level: 1, name: 'Consultation' }).waitFor();
    await consultationTab(page, 'Case History').click();
    await chooseCondition(page.getByRole('group', { name: 'Conditions' }), PER_EYE_CONDITION, 'Two months');

    for (const eye of ['OD (right eye)', 'OS (left eye)']) {
      const group = page.getByRole('group', { name: `${PER_EYE_CONDITION} ${eye}` });
      await group.waitFor();
      const short = eye.slice(0, 2);
      await expectOnScreen(page, group, `${eye} column`);
      await expectOnScreen(page, group.getByRole('textbox', { name: `${PER_EYE_CONDITION} ${short} details` }), `${short} details`);
      await expectOnScreen(page, group.getByRole('combobox', { name: `${PER_EYE_CONDITION} ${short} option` }), `${short} option`);
      await expectOnScreen(page, group.getByRole('radiogroup', { name: `${PER_EYE_CONDITION} ${short} grading` }), `${short} grading`);
      await expectOnScreen(page, group.getByRole('textbox', { name: `${PER_EYE_CONDITION} ${short} notes` }), `${short} notes`);
      await expectOnScreen(page, group.getByRole('checkbox', { name: `${PER_EYE_CONDITION} ${short} present` }), `${short} present`);
    }
    await expectOnScreen(page, page.getByRole('button', { name: `Remove ${PER_EYE_CONDITION}` }), 'Remove');
    await expectNoSideScroll(page, 'case history with a per-eye condition');
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
    expect(widths.page).toBeLessThanOrEqual(widths.screen);
  });
});
