/**
 * The class a CSS module gives `name`, for a test that checks which width-dependent rule an
 * element is under (jsdom applies no stylesheet; the browser tests check what is seen).
 */
export function cssClass(styles: CSSModuleClasses, name: string): string {
  const className = styles[name];
  if (className === undefined) throw new Error(`The CSS module has no class ${name}`);
  return className;
}
