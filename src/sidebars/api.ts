import { apiSidebars } from '../../sidebars';

export default apiSidebars;
