import { docsSidebars } from '../../sidebars';

export default docsSidebars;
