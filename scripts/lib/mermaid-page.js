// Runs inside the headless page of the diagram renderer (scripts/lib/mermaid-renderer.ts), after Mermaid's
// browser bundle. Plain JavaScript on purpose: it is loaded as a file, not compiled with the Node code.

/**
 * Renders one diagram and returns a self-contained SVG sized for `<img>`, or `{error}` with Mermaid's
 * message when the source does not parse.
 */
let currentConfig = '';

window.renderDiagram = async function renderDiagram(id, source, config) {
  const mermaid = window.mermaid;
  // Mermaid resets to this configuration before each render, so it is set once per colour mode.
  if (JSON.stringify(config) !== currentConfig) {
    currentConfig = JSON.stringify(config);
    mermaid.initialize(config);
  }
  let svgText;
  try {
    svgText = (await mermaid.render(id, source)).svg;
  } catch (error) {
    // Mermaid leaves an error drawing behind when rendering fails.
    document.getElementById(`d${id}`)?.remove();
    return {error: String(error?.message ?? error)};
  }

  const holder = document.createElement('div');
  holder.innerHTML = svgText;
  const svg = holder.querySelector('svg');
  // Mermaid draws at width 100% with a max-width style; an <img> needs the intrinsic size instead.
  const [, , viewWidth, viewHeight] = svg
    .getAttribute('viewBox')
    .split(/[\s,]+/)
    .map(Number);
  const width = Math.ceil(viewWidth);
  const height = Math.ceil(viewHeight);
  svg.setAttribute('width', String(width));
  svg.setAttribute('height', String(height));
  svg.style.removeProperty('max-width');
  if (!svg.getAttribute('style')) svg.removeAttribute('style');
  // Edge geometry Mermaid keeps for its own scripts (base64, about a tenth of the file); an image has none.
  for (const edge of svg.querySelectorAll('[data-points]')) edge.removeAttribute('data-points');

  const texts = Array.from(svg.querySelectorAll('text'), (text) => {
    // Wrapped labels are one <tspan> per line; join the lines with spaces.
    const lines = text.querySelectorAll(':scope > tspan');
    const parts = lines.length > 0 ? Array.from(lines, (line) => line.textContent) : [text.textContent];
    return parts.join(' ').replace(/\s+/g, ' ').trim();
  }).filter(Boolean);

  // XML, not HTML, serialisation: a standalone .svg file must be well-formed XML.
  return {svg: new XMLSerializer().serializeToString(svg), width, height, texts};
};
