// The floor's browser entry: hydrate the server's HTML, nothing else. At /wizard, the page with a
// button whose tap renders a modal of the quote wizard's size (floorWizard).
import { createElement, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { hydrateRoot } from 'react-dom/client';
import { floorPage, floorWizard } from './floor-page.mjs';

const counts = JSON.parse(document.getElementById('floor-counts').textContent);
const dialogCounts = JSON.parse(document.getElementById('floor-dialog-counts')?.textContent ?? 'null');
const hooks = { h: createElement, useState, useEffect, useRef, createPortal };
const Floor = dialogCounts ? () => floorWizard(hooks, counts, dialogCounts) : () => floorPage(createElement, counts);
hydrateRoot(document.getElementById('root'), createElement(Floor));
