// A suggestion's or reason's inline markdown as DOM, so backticks and links do not show literally: code as <code>,
// web links as links that open apart from the page, bold as <strong>. Every piece of text is a text node (Preact
// escapes it): whatever a text holds — `<img onerror>` included — shows as the characters it is.
import { inlineMarkdownTokens, type InlineToken } from './inlineMarkdownTokens';

export function InlineMarkdown({ text }: { text: string }) {
  return <>{inlineMarkdownTokens(text).map(renderToken)}</>;
}

function renderToken(token: InlineToken, index: number) {
  switch (token.kind) {
    case 'text':
      return token.text;
    case 'code':
      return (
        <code key={index} class="rl-code">
          {token.text}
        </code>
      );
    case 'link':
      return (
        <a key={index} href={token.href} target="_blank" rel="noopener noreferrer">
          {token.text}
        </a>
      );
    case 'bold':
      return <strong key={index}>{token.children.map(renderToken)}</strong>;
  }
}
