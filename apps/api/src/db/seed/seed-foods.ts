import { categoryName, FOOD_CATEGORIES } from '@daengnyang/contract/constants';
import {
  foodImages,
  foodLikes,
  foodReviewImages,
  foodReviewLikes,
  foodReviews,
  foods,
} from '../schema/food.ts';
import { searchGrams } from '../search-grams.ts';
import { FOOD_REVIEWS, SAMPLE_FOODS, type SampleFood } from './content/foods.ts';
import { type Illustration, PACKAGE_VARIANTS, type Subject } from './illustrations.ts';
import { type Like, planLikes } from './likes.ts';
import type { Random } from './random.ts';
import { daysAgo, keyNumber, laterMoment, type SeedContext, withIds } from './seed-context.ts';

type Review = {
  userId: number;
  content: string;
  createdAt: Date;
  pictures: Illustration[];
  likes: Like[];
};
type PlannedFood = {
  sample: SampleFood;
  createdAt: Date;
  foodAddress: string;
  pictures: Illustration[];
  likes: Like[];
  reviews: Review[];
};

export type FoodCounts = { foods: number; reviews: number; likes: number; images: number };

const SHOPS = [
  'https://shop.example.com/products/',
  'https://petmall.example.net/goods/',
  'https://store.example.org/item/',
];

/** Foods registered by the administrator, with likes, reviews, review photos and helpful marks. */
export async function seedFoods(ctx: SeedContext): Promise<FoodCounts> {
  const planned = SAMPLE_FOODS.map((sample) => planFood(ctx, sample)).sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
  );
  const withImages = await Promise.all(
    planned.map(async (food, index) => ({
      ...food,
      images: await Promise.all(
        food.pictures.map((picture, position) =>
          ctx.images.image(`seed/foods/food-${keyNumber(index)}-${position + 1}`, picture),
        ),
      ),
    })),
  );

  const { tx } = ctx;
  const inserted = await tx
    .insert(foods)
    .values(
      withImages.map((food) => ({
        categoryId: food.sample.categoryId,
        userId: ctx.adminUserId,
        title: food.sample.title,
        content: food.sample.content,
        price: food.sample.price,
        foodAddress: food.foodAddress,
        likeCount: food.likes.length,
        commentCount: food.reviews.length,
        searchGrams: searchGrams(
          food.sample.title,
          food.sample.content,
          categoryName(FOOD_CATEGORIES, food.sample.categoryId) ?? '',
        ),
        createdAt: food.createdAt,
        updatedAt: food.createdAt,
      })),
    )
    .returning({ id: foods.id });
  const saved = withIds(withImages, inserted);

  const imageRows = saved.flatMap((food) =>
    food.images.map((image, position) => ({
      foodId: food.id,
      ...image,
      position,
      createdAt: food.createdAt,
    })),
  );
  await tx.insert(foodImages).values(imageRows);

  const likeRows = saved.flatMap((food) =>
    food.likes.map((like) => ({ foodId: food.id, ...like })),
  );
  if (likeRows.length > 0) await tx.insert(foodLikes).values(likeRows);

  const reviews = await Promise.all(
    saved
      .flatMap((food) => food.reviews.map((review) => ({ foodId: food.id, ...review })))
      .map(async (review, index) => ({
        ...review,
        images: await Promise.all(
          review.pictures.map((picture, position) =>
            ctx.images.image(
              `seed/food-reviews/review-${keyNumber(index)}-${position + 1}`,
              picture,
            ),
          ),
        ),
      })),
  );
  const insertedReviews = await tx
    .insert(foodReviews)
    .values(
      reviews.map((review) => ({
        foodId: review.foodId,
        userId: review.userId,
        content: review.content,
        likeCount: review.likes.length,
        createdAt: review.createdAt,
      })),
    )
    .returning({ id: foodReviews.id });
  const savedReviews = withIds(reviews, insertedReviews);

  const reviewImageRows = savedReviews.flatMap((review) =>
    review.images.map((image, position) => ({
      reviewId: review.id,
      ...image,
      position,
      createdAt: review.createdAt,
    })),
  );
  if (reviewImageRows.length > 0) await tx.insert(foodReviewImages).values(reviewImageRows);

  const reviewLikeRows = savedReviews.flatMap((review) =>
    review.likes.map((like) => ({ reviewId: review.id, ...like })),
  );
  if (reviewLikeRows.length > 0) await tx.insert(foodReviewLikes).values(reviewLikeRows);

  return {
    foods: saved.length,
    reviews: savedReviews.length,
    likes: likeRows.length + reviewLikeRows.length,
    images: imageRows.length + reviewImageRows.length,
  };
}

function planFood(ctx: SeedContext, sample: SampleFood): PlannedFood {
  const { random, now, userIds } = ctx;
  const createdAt = daysAgo(random, now, 0.5, 60);
  const packageSubject = sample.categoryId === 1 ? 'feedBag' : 'treat';
  const extras = random.sample<Subject>([sample.pet, 'bowl'], random.int(0, 2));
  const pictures: Illustration[] = [
    {
      subject: packageSubject,
      variant: random.pick(PACKAGE_VARIANTS[packageSubject][sample.pet]),
      framing: 'square',
    },
    ...extras.map((subject): Illustration => squarePicture(random, subject)),
  ];
  const reviewLine = random.deck(FOOD_REVIEWS[sample.categoryId]);
  const reviews = random.sample(userIds, random.int(0, 5)).map((userId): Review => {
    const reviewedAt = laterMoment(random, createdAt, 20 * 24 * 60, now);
    const photos = random.chance(0.35)
      ? random.sample<Subject>([sample.pet, packageSubject, 'bowl'], random.int(1, 2))
      : [];
    const readers = random.sample(
      userIds.filter((id) => id !== userId),
      5,
    );
    return {
      userId,
      content: reviewLine(),
      createdAt: reviewedAt,
      pictures: photos.map((subject) => squarePicture(random, subject)),
      likes: planLikes(random, readers, reviewedAt, now),
    };
  });
  return {
    sample,
    createdAt,
    foodAddress: `${random.pick(SHOPS)}${random.int(10000, 99999)}`,
    pictures,
    likes: planLikes(random, userIds, createdAt, now),
    reviews,
  };
}

function squarePicture(random: Random, subject: Subject): Illustration {
  return { subject, variant: random.int(0, 3), framing: 'square' };
}
