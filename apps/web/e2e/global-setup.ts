// Before the journeys: the web application built from the current sources (rebuilt only when stale).
import { buildWebIfStale } from '../scripts/build-if-stale';

export default function setup(): void {
  buildWebIfStale({ quiet: true });
}
