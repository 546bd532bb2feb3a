import { Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

// What the classic theme's client module does on every page, done once, with the first code block.
prismIncludeLanguages(Prism);
