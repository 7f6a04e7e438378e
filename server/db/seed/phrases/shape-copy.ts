import type { ProductShape } from '@/server/catalog/media/product-shapes';
import { DESK_LAMP_COPY, FOOTREST_COPY, LAPTOP_STAND_COPY, MONITOR_ARM_COPY } from './copy-accessories';
import { GAMING_CHAIR_COPY, OFFICE_CHAIR_COPY } from './copy-chairs';
import { DESK_FRAME_COPY, STANDING_DESK_COPY } from './copy-desks';
import { HEADPHONES_COPY, KEYBOARD_COPY, MONITOR_COPY } from './copy-electronics';
import { GIFT_CARD_COPY } from './copy-gift-cards';
import { WORK_POD_COPY } from './copy-pods';
import { BOOKSHELF_COPY, STORAGE_CABINET_COPY } from './copy-storage';
import type { ShapeCopy } from './shape-copy-type';

export const SHAPE_COPY: Readonly<Record<ProductShape, ShapeCopy>> = {
  'standing-desk': STANDING_DESK_COPY,
  'desk-frame': DESK_FRAME_COPY,
  'office-chair': OFFICE_CHAIR_COPY,
  'gaming-chair': GAMING_CHAIR_COPY,
  'work-pod': WORK_POD_COPY,
  monitor: MONITOR_COPY,
  keyboard: KEYBOARD_COPY,
  headphones: HEADPHONES_COPY,
  'desk-lamp': DESK_LAMP_COPY,
  'monitor-arm': MONITOR_ARM_COPY,
  'laptop-stand': LAPTOP_STAND_COPY,
  footrest: FOOTREST_COPY,
  'storage-cabinet': STORAGE_CABINET_COPY,
  bookshelf: BOOKSHELF_COPY,
  'gift-card': GIFT_CARD_COPY,
};
