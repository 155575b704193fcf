import type { ArticleBody } from '../types';

export const body: ArticleBody = {
  intro:
    'Most serious injuries to young children happen at home, and most can be prevented. Walk through your home at the height of a crawling baby, and agree these rules with everyone who cares for your children.',
  sections: [
    {
      heading: 'Water',
      blocks: [
        'A small child can drown in a few centimetres of water, quickly and silently.',
        [
          'Empty buckets, basins and baths straight after use',
          'Cover water drums, tanks and wells, and keep the toilet or latrine door closed',
          'Never leave a baby or toddler alone in the bath, even for a moment',
          'Fence or cover ponds, pools and ditches near the house',
        ],
      ],
    },
    {
      heading: 'Fire, cooking and burns',
      blocks: [
        [
          'Keep children away from cooking fires, stoves and the brazier (mbaula)',
          'Turn pot handles inwards and keep hot drinks out of reach',
          'Keep matches, lighters and candles high up',
          'Check the temperature of bath water with your elbow before a child gets in',
        ],
        'Never use a charcoal brazier inside a closed room or bring one in to warm a bedroom. It gives off carbon monoxide, a gas you cannot see or smell, which can kill children and adults in their sleep.',
      ],
    },
    {
      heading: 'Poisons and medicines',
      blocks: [
        'Paraffin, bleach, pesticides and medicines are among the most common causes of poisoning.',
        [
          'Never store paraffin or chemicals in drink bottles or cups',
          'Keep medicines, including vitamins and traditional remedies, locked or high up',
          'Keep rat poison and insect sprays away from food and from places children can reach',
        ],
      ],
    },
    {
      heading: 'Falls, cuts and choking',
      blocks: [
        [
          'Never leave a baby alone on a bed, table or sofa',
          'Put a gate or barrier at steps and keep windows and balconies closed or guarded',
          'Keep knives, razors and broken glass out of reach',
          'Keep small objects such as coins, beads, buttons and batteries away from under-threes',
          'Cut food such as groundnuts, grapes and sausages into small pieces for young children',
        ],
      ],
    },
    {
      heading: 'Electricity and outdoors',
      blocks: [
        'Cover unused sockets, keep cables and phone chargers away from small hands, and never let children play near power lines or broken cables. Outside, check the yard for sharp metal, open pits and snakes, and keep the gate closed so toddlers cannot walk onto the road.',
      ],
    },
    {
      heading: 'People and rules',
      blocks: [
        "Agree with your caregiver who may collect the children, who may visit and what to do if a stranger comes to the gate. Children should learn their full name and a parent's phone number as soon as they are able.",
        "Keep emergency numbers, the nearest clinic and a trusted neighbour's number written by the phone and saved in every phone in the house, and keep a simple first aid kit where adults can find it quickly. Read our article on first aid basics and consider a short first aid course for everyone who looks after your children.",
      ],
    },
  ],
};
