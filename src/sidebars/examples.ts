import { examplesSidebars } from '../../sidebars';

export default examplesSidebars;
