import type { ScreenProps } from '../screen-types';
import { titleText } from '../titles';

/** The honest placeholder for screens of areas not built yet (later issues replace it). */
export default function NotBuiltScreen({ screen }: ScreenProps) {
  return (
    <section className="panel notice" aria-labelledby="not-built-title">
      <h2 id="not-built-title">This screen is not built yet</h2>
      <p>
        {titleText(screen.titleKey)} ({screen.path}) is registered and reachable, but its content comes in a
        later release. Nothing on this page talks to the server yet.
      </p>
    </section>
  );
}
