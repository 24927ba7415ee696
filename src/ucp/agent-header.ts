/**
 * The `UCP-Agent` request header: an RFC 8941 Dictionary whose `profile` member is an sf-string
 * holding the platform's profile URL (`UCP-Agent: profile="https://agent.example/profile.json"`).
 *
 * A strict parser of the whole Dictionary, not a regular expression over the text: other members
 * (tokens, numbers, byte sequences, inner lists, parameters) must be well-formed and are skipped,
 * so `x="profile=\"https://evil\""` can never be read as a profile. Anything that is not a valid
 * Dictionary fails as a whole, as RFC 8941 asks of a receiver.
 */

export class AgentHeaderError extends Error {}

const KEY_START = /[a-z*]/;
const KEY_CHAR = /[a-z0-9_\-.*]/;
const TOKEN_START = /[A-Za-z*]/;
// tchar (RFC 9110) plus ":" and "/".
const TOKEN_CHAR = /[!#$%&'*+\-.^_`|~0-9A-Za-z:/]/;
const BASE64_CHAR = /[A-Za-z0-9+/=]/;

type Bare = { kind: 'string'; value: string } | { kind: 'other' };

class Parser {
  pos = 0;
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }

  fail(what: string): never {
    throw new AgentHeaderError(`${what} at position ${this.pos}`);
  }

  peek(): string {
    return this.text[this.pos] ?? '';
  }

  skipSp(): void {
    while (this.peek() === ' ') this.pos++;
  }

  skipOws(): void {
    while (this.peek() === ' ' || this.peek() === '\t') this.pos++;
  }

  key(): string {
    if (!KEY_START.test(this.peek())) this.fail('expected a key');
    const start = this.pos++;
    while (this.pos < this.text.length && KEY_CHAR.test(this.peek())) this.pos++;
    return this.text.slice(start, this.pos);
  }

  string(): Bare {
    this.pos++;
    let value = '';
    for (;;) {
      const c = this.text[this.pos++];
      if (c === undefined) this.fail('unterminated string');
      if (c === '"') return { kind: 'string', value };
      if (c === '\\') {
        const next = this.text[this.pos++];
        if (next !== '"' && next !== '\\') this.fail('invalid escape in string');
        value += next;
      } else {
        const code = c.charCodeAt(0);
        if (code < 0x20 || code > 0x7e) this.fail('invalid character in string');
        value += c;
      }
    }
  }

  number(): Bare {
    const match = /^-?(\d{1,15})(\.\d{1,3})?/.exec(this.text.slice(this.pos));
    if (!match) this.fail('invalid number');
    // Integers have at most 15 digits, decimals at most 12 before the point.
    if (match[2] && (match[1]?.length ?? 0) > 12) this.fail('decimal too long');
    this.pos += match[0].length;
    return { kind: 'other' };
  }

  bareItem(): Bare {
    const c = this.peek();
    if (c === '"') return this.string();
    if (c === '-' || /\d/.test(c)) return this.number();
    if (c === '?') {
      const next = this.text[this.pos + 1];
      if (next !== '0' && next !== '1') this.fail('invalid boolean');
      this.pos += 2;
      return { kind: 'other' };
    }
    if (c === ':') {
      this.pos++;
      while (BASE64_CHAR.test(this.peek())) this.pos++;
      if (this.peek() !== ':') this.fail('unterminated byte sequence');
      this.pos++;
      return { kind: 'other' };
    }
    if (TOKEN_START.test(c)) {
      this.pos++;
      while (this.pos < this.text.length && TOKEN_CHAR.test(this.peek())) this.pos++;
      return { kind: 'other' };
    }
    return this.fail('expected an item');
  }

  parameters(): void {
    while (this.peek() === ';') {
      this.pos++;
      this.skipSp();
      this.key();
      if (this.peek() === '=') {
        this.pos++;
        this.bareItem();
      }
    }
  }

  innerList(): void {
    this.pos++;
    for (;;) {
      this.skipSp();
      if (this.peek() === ')') {
        this.pos++;
        this.parameters();
        return;
      }
      this.bareItem();
      this.parameters();
      const c = this.peek();
      if (c !== ' ' && c !== ')') this.fail('expected a space or ")" in inner list');
    }
  }

  /** A member value: an item or an inner list, with its parameters. */
  memberValue(): Bare {
    if (this.peek() === '(') {
      this.innerList();
      return { kind: 'other' };
    }
    const item = this.bareItem();
    this.parameters();
    return item;
  }
}

/**
 * The `profile` member of a UCP-Agent header value: its string, or null when the Dictionary has no
 * `profile` member. Throws AgentHeaderError when the value is not a valid Dictionary or `profile`
 * is not a string. A repeated key takes its last value (RFC 8941).
 */
export function profileFromAgentHeader(header: string): string | null {
  const parser = new Parser(header);
  parser.skipSp();
  let profile: Bare | null = null;
  while (parser.pos < header.length) {
    const key = parser.key();
    let value: Bare;
    if (parser.peek() === '=') {
      parser.pos++;
      value = parser.memberValue();
    } else {
      // A bare key is boolean true.
      parser.parameters();
      value = { kind: 'other' };
    }
    if (key === 'profile') profile = value;
    parser.skipOws();
    if (parser.pos >= header.length) break;
    if (parser.peek() !== ',') parser.fail('expected ","');
    parser.pos++;
    parser.skipOws();
    if (parser.pos >= header.length) parser.fail('trailing ","');
  }
  if (profile === null) return null;
  if (profile.kind !== 'string') throw new AgentHeaderError('the profile member must be a quoted string');
  return profile.value;
}
