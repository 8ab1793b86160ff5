import { useEffect } from "react";

/**
 * Puts the content of every `<template data-deferred>` on the page in place, after the template, once the
 * page has hydrated (ADR 044). It is for images in or near the first screen that can wait: the browser asks
 * for such an image during the first layout, before the first paint is shown, and Lighthouse's estimate of
 * a slow phone counts every request started by then as one the largest paint waited for. A template's
 * images are fetched only once it is unpacked; `loading="lazy"` on them still keeps the ones far from the
 * screen for later. Give visitors without scripts the same images in a `<noscript>`.
 */
export function useDeferredTemplates(): void {
  useEffect(() => {
    for (const template of document.querySelectorAll<HTMLTemplateElement>("template[data-deferred]")) {
      // The parser puts a template's markup in `content`; a template React made in the browser (after a
      // client-side navigation) holds it as children. Copies, so React's own nodes stay where it put them.
      const nodes =
        template.content.childNodes.length > 0 ? template.content.childNodes : template.childNodes;
      template.after(...[...nodes].map((node) => node.cloneNode(true)));
      template.removeAttribute("data-deferred");
    }
  }, []);
}
