import { memo } from 'react';
import { Button } from 'primereact/button';
import type { DetailSlot } from './condition-details';
import { NO_SLOTS, sameSlots, slotKey } from './condition-details';
import { DetailInputs, type DetailSpec } from './detail-inputs';
import { EYE_HEADINGS, EYES } from './eyes';
import { GradeLegend } from './grade-legend';
import { GRADING_OPTIONS } from './segmented-radio-group';
import type { CatalogueEntry, CatalogueGroup } from './observation-catalogue';
import { slug } from './widget-ids';

interface RowProps {
  idPrefix: string;
  entry: CatalogueEntry;
  slots: Readonly<Record<string, string>>;
  onSet: (slot: DetailSlot, value: string | undefined) => void;
  disabled?: boolean;
  /** The id of the group's grade legend. */
  legend: string;
}

/** The one input of a general note (for no one eye) on a condition recorded per eye. */
const GENERAL_NOTES: DetailSpec = { notes: true };

/**
 * One condition: per eye (OD, OS) a grading, its options if any, and notes; one set when not per eye. A per-eye
 * condition that holds a general note (saved without an eye, consultation §3) shows it on a row of its own.
 */
const ObservationRow = memo(
  function ObservationRow({ idPrefix, entry, slots, onSet, disabled, legend }: RowProps) {
    const { condition, spec } = entry;
    const common = {
      idPrefix,
      condition: condition.id,
      name: condition.name,
      spec,
      slots,
      onSet,
      disabled,
      compact: true,
      gradingDescribedBy: legend,
    };
    const generalNote = condition.per_eye && slots[slotKey(null, 'notes')] !== undefined;
    return (
      <>
        <tr>
          <th scope="row" className="sl-obs__name">
            {condition.name}
          </th>
          {condition.per_eye ? (
            EYES.map((eye) => (
              <td key={eye}>
                <DetailInputs {...common} eye={eye} />
              </td>
            ))
          ) : (
            <td colSpan={2}>
              <DetailInputs {...common} eye={null} />
            </td>
          )}
        </tr>
        {generalNote && (
          <tr>
            <th scope="row" className="sl-obs__name">
              {condition.name} (general)
            </th>
            <td colSpan={2}>
              <DetailInputs {...common} spec={GENERAL_NOTES} eye={null} />
            </td>
          </tr>
        )}
      </>
    );
  },
  (a, b) =>
    a.entry === b.entry &&
    a.onSet === b.onSet &&
    a.disabled === b.disabled &&
    a.idPrefix === b.idPrefix &&
    a.legend === b.legend &&
    sameSlots(a.slots, b.slots),
);

export interface ObservationGroupProps {
  idPrefix: string;
  group: CatalogueGroup;
  expanded: boolean;
  /** How many of the group's conditions have something recorded (shown while collapsed too). */
  recorded: number;
  /** The recorded values by condition; only read (and only passed) while expanded. */
  slots: ReadonlyMap<number, Record<string, string>> | undefined;
  onToggle: (group: string) => void;
  /** Records the group's normal findings for both eyes ('All normal (OU)'). */
  onAllNormal: (group: CatalogueGroup) => void;
  onSet: (slot: DetailSlot, value: string | undefined) => void;
  disabled?: boolean;
}

/**
 * A main group (a `group` named by its toggle) with a toggle button (aria-expanded) and, when the catalogue names
 * its normal findings, an 'All normal (OU)' button (named without the group's name, so 'Lids' names one button).
 * Its grade legend and table of conditions are mounted only while expanded, so a long catalogue costs nothing
 * until a group is opened.
 */
export const ObservationGroup = memo(function ObservationGroup(props: ObservationGroupProps) {
  const { idPrefix, group, expanded, recorded, slots, onToggle, onAllNormal, onSet, disabled } = props;
  const panelId = `${idPrefix}-${slug(group.name)}`;
  const legend = `${panelId}-grades`;
  const toggleId = `${panelId}-toggle`;
  return (
    <section className="sl-obs__group" role="group" aria-labelledby={toggleId}>
      <div className="sl-obs__header">
        <h3 className="sl-obs__heading">
          <button
            id={toggleId}
            type="button"
            className="sl-obs__toggle"
            aria-expanded={expanded}
            aria-controls={panelId}
            onClick={() => onToggle(group.name)}
          >
            <span className={`pi ${expanded ? 'pi-chevron-down' : 'pi-chevron-right'}`} aria-hidden="true" />
            {group.name}
          </button>
          {recorded > 0 && <span className="sl-badge">{recorded} recorded</span>}
        </h3>
        {group.normal.length > 0 && !disabled && (
          <Button
            type="button"
            label="All normal (OU)"
            icon="pi pi-check-circle"
            size="small"
            outlined
            className="sl-obs__normal"
            onClick={() => onAllNormal(group)}
          />
        )}
      </div>
      {expanded && (
        <div id={panelId} className="sl-obs__panel">
          <GradeLegend id={legend} options={GRADING_OPTIONS} />
          <table className="sl-obs__table" aria-label={group.name}>
            <thead>
              <tr>
                <th scope="col">Condition</th>
                <th scope="col">{EYE_HEADINGS.OD}</th>
                <th scope="col">{EYE_HEADINGS.OS}</th>
              </tr>
            </thead>
            {group.subgroups.map((subgroup) => (
              <tbody key={subgroup.name}>
                {subgroup.name && (
                  <tr>
                    <th scope="colgroup" colSpan={3} className="sl-obs__subgroup">
                      {subgroup.name}
                    </th>
                  </tr>
                )}
                {subgroup.entries.map((entry) => (
                  <ObservationRow
                    key={entry.condition.id}
                    idPrefix={`${panelId}-${entry.condition.id}`}
                    entry={entry}
                    slots={slots?.get(entry.condition.id) ?? NO_SLOTS}
                    onSet={onSet}
                    disabled={disabled}
                    legend={legend}
                  />
                ))}
              </tbody>
            ))}
          </table>
        </div>
      )}
    </section>
  );
});
