// A parser of `text/event-stream` as the HTML standard reads it (server-sent events): lines end with CRLF,
// LF or CR (a CR at the end of one chunk and an LF at the start of the next are one line end); a line
// starting with `:` is a comment; `data` lines of one event are joined with LF; `id` sets the last event id
// (kept across events, ignored when it holds NUL); `retry` sets the reconnection delay; a blank line ends an
// event. Unlike a browser's EventSource, an event with a type but no data is still delivered (a bare
// `event: reset` asks the client to reload).

export interface StreamEvent {
  /** `message` when the event named none. */
  type: string;
  data: string;
  /** The last event id when the event ended (the event's own, or an earlier one). */
  lastEventId: string;
  /** Whether this event carried its own `id:` line. */
  hasId: boolean;
}

export class EventStreamParser {
  /** The last event id seen: what `Last-Event-ID` carries when reconnecting. */
  lastEventId = '';
  /** The reconnection delay the stream asked for (`retry:`), in milliseconds. */
  retryMs: number | undefined;
  private buffer = '';
  /** The previous chunk ended with CR: an LF starting the next one belongs to that line end. */
  private afterCarriageReturn = false;
  private started = false;
  private type = '';
  private data: string[] = [];
  private idBuffer = '';
  private hasId = false;

  constructor(private readonly onEvent: (event: StreamEvent) => void) {}

  /** Takes the next piece of the decoded stream. */
  push(chunk: string): void {
    let text = chunk;
    if (!this.started && text.length > 0) {
      this.started = true;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    if (this.afterCarriageReturn && text.startsWith('\n')) text = text.slice(1);
    this.afterCarriageReturn = false;
    this.buffer += text;
    let start = 0;
    for (;;) {
      const cr = this.buffer.indexOf('\r', start);
      const lf = this.buffer.indexOf('\n', start);
      if (cr === -1 && lf === -1) break;
      const end = cr === -1 ? lf : lf === -1 ? cr : Math.min(cr, lf);
      const line = this.buffer.slice(start, end);
      if (this.buffer[end] === '\r') {
        if (end + 1 === this.buffer.length) {
          this.afterCarriageReturn = true;
          start = end + 1;
        } else start = this.buffer[end + 1] === '\n' ? end + 2 : end + 1;
      } else start = end + 1;
      this.line(line);
    }
    this.buffer = this.buffer.slice(start);
  }

  private line(line: string): void {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'event':
        this.type = value;
        break;
      case 'data':
        this.data.push(value);
        break;
      case 'id':
        if (!value.includes('\0')) {
          this.idBuffer = value;
          this.hasId = true;
        }
        break;
      case 'retry':
        if (/^\d+$/.test(value)) this.retryMs = Number(value);
        break;
      default:
        // Unknown fields are ignored, as the standard says.
        break;
    }
  }

  private dispatch(): void {
    if (this.hasId) this.lastEventId = this.idBuffer;
    const event: StreamEvent = { type: this.type || 'message', data: this.data.join('\n'), lastEventId: this.lastEventId, hasId: this.hasId };
    const deliver = this.data.length > 0 || this.type !== '';
    this.type = '';
    this.data = [];
    this.hasId = false;
    if (deliver) this.onEvent(event);
  }
}
