import './grid-sensor.css';
import { Table } from '@blueprintjs/table';

/** The class of the size sensor Blueprint's grid puts in itself when it mounts. */
const SENSOR = 'bp6-table-resize-sensor';
const STYLE_ATTRIBUTE = /\sstyle="[^"]*"/g;
let done = false;

/**
 * Blueprint's grid measures its box with a sensor whose inner markup carries `style` attributes;
 * the console's Content Security Policy (style-src 'self') refuses them, so the browser logs an
 * error per grid and the sensor never sees the box change (a grid drawn on a phone kept a phone's
 * columns when the window widened). While a grid mounts, the sensor's markup is written without
 * them; grid-sensor.css gives its parts the same styles by class.
 */
export function keepGridSensorsWithinPolicy(): void {
  if (done) return;
  done = true;
  const proto = Table.prototype as unknown as { componentDidMount?: () => void };
  const mount = proto.componentDidMount;
  const inner = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML');
  if (!mount || !inner?.set) return;
  const setInner = inner.set;
  proto.componentDidMount = function mountWithinPolicy(this: unknown) {
    Object.defineProperty(Element.prototype, 'innerHTML', {
      ...inner,
      set(this: Element, html: string) {
        setInner.call(this, this.classList.contains(SENSOR) ? html.replace(STYLE_ATTRIBUTE, '') : html);
      },
    });
    try {
      mount.call(this);
    } finally {
      Object.defineProperty(Element.prototype, 'innerHTML', inner);
    }
  };
}
