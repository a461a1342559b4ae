import { createGamePage } from '../_components/game-page';

const page = createGamePage('dice');

export const generateMetadata = page.generateMetadata;
export default page.GamePage;
