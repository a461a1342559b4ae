import { createGamePage } from '../_components/game-page';

const page = createGamePage('crash');

export const generateMetadata = page.generateMetadata;
export default page.GamePage;
