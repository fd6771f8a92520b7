import type { RJSFValidationError } from '@rjsf/utils';

const SUMMARY_ATTRIBUTE = 'data-sf-summary';

/** The text a person can read in `root`, leaving out the summary itself. */
function visibleText(root: Element): string {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let text = '';
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest(`[${SUMMARY_ATTRIBUTE}]`)) text += `${node.textContent ?? ''}\n`;
  }
  return text;
}

/**
 * The messages of a failed submit that no field shows: errors of the form as a whole, or of a part that a custom
 * field does not display. Without them a person would face a submit that does nothing.
 */
export function unplacedMessages(root: Element, errors: readonly RJSFValidationError[]): string[] {
  const text = visibleText(root);
  const messages = errors.map((error) => error.message ?? '').filter((message) => message !== '');
  return [...new Set(messages)].filter((message) => !text.includes(message));
}

/** Lists, above the footer, the messages no field shows. */
export function ErrorSummary({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <div className="sf-summary" role="alert" {...{ [SUMMARY_ATTRIBUTE]: '' }}>
      {messages.map((message) => (
        <p key={message} className="sf-error p-error">
          {message}
        </p>
      ))}
    </div>
  );
}
