// Little Forty's words in each language but English (English is listing.json and words/en.json): the
// ./words subpath, loaded when a page first speaks one of them. One line per language.
export { default as sv } from './words/sv.json';
export { default as nb } from './words/nb.json';
export { default as is } from './words/is.json';
export { default as lb } from './words/lb.json';
