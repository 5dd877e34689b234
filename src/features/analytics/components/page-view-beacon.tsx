import { beaconScript } from '../beacon';

// Inline, so that it adds no script file to any page; one text on every page, allowed by one hash.
export function PageViewBeacon() {
  return <script dangerouslySetInnerHTML={{ __html: beaconScript }} />;
}
