/** Parses XML with the DOM's strict parser; fails the test on a document that is not well-formed. */
export function parseXml(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  const error = document.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`Not well-formed XML: ${error.textContent ?? ''}`);
  return document;
}

export function textsOf(document: Document, tagName: string): string[] {
  return [...document.getElementsByTagNameNS('*', tagName)].map((element) => element.textContent ?? '');
}
