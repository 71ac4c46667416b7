import Linkify from 'linkify-react';

/**
 * A comment's plain text with its web addresses as links. React renders the text (never HTML), and
 * links leave the site marked as user content nobody vouches for.
 */
export function CommentText({ text }: { text: string }) {
  return (
    <p className="text-sm leading-relaxed break-words whitespace-pre-line text-neutral-800">
      <Linkify
        options={{
          defaultProtocol: 'https',
          target: '_blank',
          rel: 'nofollow ugc noopener noreferrer',
          className: 'font-medium text-brand-700 underline underline-offset-2',
        }}
      >
        {text}
      </Linkify>
    </p>
  );
}
