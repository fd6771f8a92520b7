/**
 * Case history, visual acuity, external and internal observations, refraction and the management plan: sections
 * whose only rules are their form schema's.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { SectionService } from '../../services/section-records';
import { SECTION_FORM_IDS as FORMS } from './forms';
import { sectionReadRoute, sectionWriteRoute } from './section-route';

const TAG = 'consultation';

export function examinationRoutes(sections: SectionService): FastifyPluginAsync {
  return async (app) => {
    const caseHistory = { formId: FORMS.caseHistory, keys: { appointment: true } };
    sectionWriteRoute(app, sections, {
      url: '/api/tests/api/case-history/',
      section: caseHistory,
      appointment: { from: 'body' },
      tag: TAG,
      summary: 'Save the case history of an appointment (body names the appointment)',
    });
    sectionReadRoute(app, sections, {
      url: '/api/tests/api/case-history/:id/',
      formId: caseHistory.formId,
      param: 'id',
      tag: TAG,
      summary: 'The case history of an appointment',
    });

    const visualAcuity = { formId: FORMS.visualAcuity, keys: { appointment: true } };
    sectionWriteRoute(app, sections, {
      url: '/api/tests/api/visual-acuity/',
      section: visualAcuity,
      appointment: { from: 'body' },
      tag: TAG,
      summary: 'Save the visual acuity of an appointment (body names the appointment)',
    });
    sectionReadRoute(app, sections, {
      url: '/api/tests/api/visual-acuity/:appointment/',
      formId: visualAcuity.formId,
      param: 'appointment',
      graded: true,
      tag: TAG,
      summary: 'The visual acuity of an appointment',
    });

    for (const [kind, formId] of [
      ['external', FORMS.externals],
      ['internal', FORMS.internals],
    ] as const) {
      const url = `/api/tests/api/${kind}-observations/:appointment/`;
      const section = { formId, keys: { appointment: true } };
      sectionWriteRoute(app, sections, {
        url,
        section,
        appointment: { from: 'path', param: 'appointment' },
        tag: TAG,
        summary: `Save the ${kind} observations of an appointment`,
      });
      sectionReadRoute(app, sections, {
        url,
        formId,
        param: 'appointment',
        graded: true,
        tag: TAG,
        summary: `The ${kind} observations of an appointment`,
      });
    }

    // The refraction body carries no appointment key: the path names it.
    const refraction = { formId: FORMS.refraction, keys: { appointment: false } };
    sectionWriteRoute(app, sections, {
      url: '/api/tests/api/refraction/:id/',
      section: refraction,
      appointment: { from: 'path', param: 'id' },
      tag: TAG,
      summary: 'Save the refraction of an appointment',
    });
    sectionReadRoute(app, sections, {
      url: '/api/tests/api/refraction/:id/',
      formId: refraction.formId,
      param: 'id',
      tag: TAG,
      summary: 'The refraction of an appointment',
    });

    const management = { formId: FORMS.management, keys: { appointment: true } };
    sectionWriteRoute(app, sections, {
      url: '/api/management/:id/',
      section: management,
      appointment: { from: 'path', param: 'id' },
      tag: TAG,
      summary: 'Save the management plan of an appointment',
    });
    sectionReadRoute(app, sections, {
      url: '/api/management/:id/',
      formId: management.formId,
      param: 'id',
      tag: TAG,
      summary: 'The management plan of an appointment',
    });
  };
}
