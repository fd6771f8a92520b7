// After 'Add …' the focus is in the new item's first input: the person's next step is to fill it.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SchemaForm } from '../../../src/engine/schema-form';
import { runtimeValidator, testForm } from './support/runtime-validator';

describe("a list's 'Add …'", () => {
  it("puts the focus in the new item's first input, each time", async () => {
    const schema = {
      type: 'object' as const,
      properties: {
        drugs: {
          type: 'array' as const,
          title: 'Drug history',
          items: { type: 'object' as const, title: 'Drug', properties: { name: { type: 'string' as const, title: 'Name' }, notes: { type: 'string' as const, title: 'Notes' } } },
        },
      },
    };
    render(<SchemaForm form={testForm('add-focus', schema, {})} validator={runtimeValidator()} onSubmit={vi.fn(async () => undefined)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Drug' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Metformin');
    await userEvent.click(screen.getByRole('button', { name: 'Add Drug' }));
    expect(screen.getAllByRole('textbox', { name: 'Name' })[1]).toHaveFocus();
  });
});
