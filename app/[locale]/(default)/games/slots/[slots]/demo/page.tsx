import { createCasinoTitlePage } from '../../../_components/casino-title-page';

const page = createCasinoTitlePage('slots', 'demo');

export const generateMetadata = page.generateMetadata;
export default page.CasinoTitlePage;
