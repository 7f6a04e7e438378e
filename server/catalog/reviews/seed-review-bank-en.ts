import type { SeedReviewBank } from './seed-review-phrases';

/* English review pieces for the seed: written as shoppers write, about the things they mention. */
export const EN_BANK: SeedReviewBank = {
  titles: {
    delighted: ['Worth every penny', 'Best upgrade to my home office', 'Rock solid', 'Exactly what I was looking for', 'Wish I had bought it sooner'],
    pleased: ['Very good, small niggles', 'Solid choice', 'Happy with it overall', 'Good value', 'Does the job well'],
    mixed: ['Decent but not perfect', 'Some good, some not so good', 'Okay for the price', 'Mixed feelings'],
    unhappy: ['Disappointed', 'Not what I expected', 'Had problems from day one', 'Would not buy again'],
  },
  openers: {
    delighted: ['I work from home full time and this has changed my days.', 'Ordered after weeks of comparing, and no regrets.', 'Second one I have bought, this time for my partner.', 'Replaced a cheap one from a big-box store and the difference is night and day.'],
    pleased: ['Overall a good purchase.', 'Been using it for about three months now.', 'Bought it for a small spare-room office.', 'Pretty happy after a few weeks of daily use.'],
    mixed: ['I am a bit torn on this one.', 'Some things I like, some I do not.', 'After a month of use, my verdict is so-so.'],
    unhappy: ['I really wanted to like this.', 'Sadly this did not work out for me.', 'Writing this so others know what to expect.'],
  },
  details: {
    desk: {
      good: [
        'Assembly took about forty minutes on my own, and every bolt was labelled.',
        'No wobble even at full standing height, which was my main worry at 1.90 m.',
        'The motors are quiet enough that I can change height during a video call.',
        'The memory presets are handy: I switch between sitting and standing four or five times a day.',
        'The top is thick, the edges are nicely rounded and my two monitors fit with room to spare.',
        'The cable tray underneath keeps everything tidy.',
      ],
      bad: [
        'There is a slight wobble at full height when I type hard.',
        'The motor hum is noticeable in a quiet room.',
        'One of the leg screws did not line up and I had to loosen the whole frame to fit it.',
        'The box weighs a ton and the courier left it at the door.',
        'The control panel is a bit fiddly and the display is hard to read in sunlight.',
      ],
    },
    chair: {
      good: [
        'The lumbar support sits exactly where my lower back needs it.',
        'The mesh back keeps me cool on long afternoons.',
        'The fabric feels hard-wearing and is easy to wipe clean.',
        'The armrests adjust in every direction and finally line up with my desk.',
        'Assembly was ten minutes: the back clicks on and four screws hold the arms.',
        'I can sit for a full working day without shifting around.',
      ],
      bad: [
        'The seat cushion is firmer than I like and took a couple of weeks to soften.',
        'The tilt tension knob needs a lot of turns to make any difference.',
        'One armrest creaks a little when I lean on it.',
        'The lumbar pad slides down over the day and needs resetting.',
        'The castors mark my wooden floor, so I bought a mat.',
      ],
    },
    other: {
      good: [
        'The finish is clean and it matches my desk better than I hoped.',
        'Put together in under half an hour with the included key.',
        'It feels sturdy and nothing rattles.',
        'Delivery was quick and the packaging was all cardboard, no foam.',
        'It has made my workspace look far tidier.',
      ],
      bad: [
        'One panel arrived with a small dent at the corner.',
        'The instructions were only pictures and a couple of steps were unclear.',
        'Delivery took a week longer than the estimate.',
        'The colour is a shade darker than on the photos.',
      ],
    },
  },
  closers: {
    delighted: ['Would buy again without hesitation.', 'Highly recommended.', 'Five stars, no question.', 'My back has thanked me every day since.'],
    pleased: ['Good value compared with what I saw in shops.', 'Would recommend.', 'Minor points, but a good buy.'],
    mixed: ['Fine for the price, not exceptional.', 'I expected a little more at this price.', 'Okay, but check the dimensions first.'],
    unhappy: ['Customer service was polite but slow.', 'I am returning it.', 'Not worth the money for me.'],
  },
  authors: ['Alex M.', 'Jordan P.', 'Sam K.', 'Taylor B.', 'Chris D.', 'Morgan L.', 'Jamie R.', 'Casey W.', 'Priya S.', 'Daniel O.', 'Emily T.', 'Marcus H.', 'Hannah C.', 'Owen F.', 'Grace N.', 'Ben A.'],
};
