export { formatInr } from './format-inr.js';
