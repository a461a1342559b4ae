import { createCasinoTitlePage } from '../../../_components/casino-title-page';

const page = createCasinoTitlePage('slots', 'play');

export const generateMetadata = page.generateMetadata;
export default page.CasinoTitlePage;
