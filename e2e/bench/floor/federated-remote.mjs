// The federated floor's remote module: the floor's page (floor-page.mjs) as a component, its
// React the host's.
import { createElement } from 'react';
import { floorPage } from './floor-page.mjs';

const counts = JSON.parse(document.getElementById('floor-counts').textContent);

export function FloorPage() {
  return floorPage(createElement, counts);
}
