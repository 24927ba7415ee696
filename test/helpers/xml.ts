/** Reading the RSS the feeds write, strictly enough to catch malformed XML, without an XML package. */
import assert from 'node:assert/strict';

export interface XmlElement {
  name: string;
  /** The decoded text directly inside the element (whitespace between child elements included). */
  text: string;
  children: XmlElement[];
}

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * The `<item>` elements of an RSS document, each with its child elements (nested ones too, such as
 * g:shipping's g:country and g:price). A well-formedness check on the way: the UTF-8 declaration
 * comes first, every tag closes in order, attribute values are quoted, text holds no raw `<` and
 * only the five predefined or numeric entities.
 */
export function parseXml(xml: string): XmlElement[] {
  const declaration = /^<\?xml version="1\.0" encoding="UTF-8"\?>\n/;
  assert.match(xml, declaration);
  const body = xml.replace(declaration, '');
  const stack: XmlElement[] = [];
  const items: XmlElement[] = [];
  const tag = /<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>/y;
  let i = 0;
  while (i < body.length) {
    const lt = body.indexOf('<', i);
    const chunk = body.slice(i, lt === -1 ? body.length : lt);
    assert.doesNotMatch(chunk, /&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/, `bad entity in ${chunk}`);
    const open = stack.at(-1);
    if (open) open.text += decode(chunk);
    if (lt === -1) break;
    tag.lastIndex = lt;
    const m = tag.exec(body);
    assert.ok(m, `malformed tag at ${body.slice(lt, lt + 60)}`);
    const [whole, closing, name, , selfClosing] = m as unknown as [string, string, string, string, string];
    if (closing) {
      const element = stack.pop();
      assert.equal(element?.name, name, `</${name}> closes another element`);
      if (name === 'item') items.push(element as XmlElement);
    } else {
      const element: XmlElement = { name, text: '', children: [] };
      stack.at(-1)?.children.push(element);
      if (!selfClosing) stack.push(element);
    }
    i = lt + whole.length;
  }
  assert.deepEqual(
    stack.map((e) => e.name),
    [],
    'every element is closed',
  );
  return items;
}
