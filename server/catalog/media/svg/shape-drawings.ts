import type { ProductShape } from '../product-shapes';
import { bookshelf } from './draw-bookshelf';
import { deskFrame } from './draw-desk-frame';
import { deskLamp } from './draw-desk-lamp';
import { footrest } from './draw-footrest';
import { gamingChair } from './draw-gaming-chair';
import { giftCard } from './draw-gift-card';
import { headphones } from './draw-headphones';
import { keyboard } from './draw-keyboard';
import { laptopStand } from './draw-laptop-stand';
import { monitor } from './draw-monitor';
import { monitorArm } from './draw-monitor-arm';
import { officeChair } from './draw-office-chair';
import { standingDesk } from './draw-standing-desk';
import { storageCabinet } from './draw-storage-cabinet';
import { workPod } from './draw-work-pod';
import type { ShapeDrawing } from './shape-drawing';

const DRAWINGS: Record<ProductShape, ShapeDrawing> = {
  'standing-desk': standingDesk,
  'desk-frame': deskFrame,
  'office-chair': officeChair,
  'gaming-chair': gamingChair,
  'work-pod': workPod,
  monitor,
  keyboard,
  headphones,
  'desk-lamp': deskLamp,
  'monitor-arm': monitorArm,
  'laptop-stand': laptopStand,
  footrest,
  'storage-cabinet': storageCabinet,
  bookshelf,
  'gift-card': giftCard,
};

export function drawingOf(shape: ProductShape): ShapeDrawing {
  return DRAWINGS[shape];
}
