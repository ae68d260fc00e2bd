// The floor's browser entry: hydrate the server's HTML, nothing else.
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { floorPage } from './floor-page.mjs';

const counts = JSON.parse(document.getElementById('floor-counts').textContent);
const FloorPage = () => floorPage(createElement, counts);
hydrateRoot(document.getElementById('root'), createElement(FloorPage));
