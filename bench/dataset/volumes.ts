/**
 * How many rows of each kind a dataset of `posts` community posts holds. At 200,000 posts:
 * 20k users, 400k comments, 1M likes, 40k foods, 20k places (issue 8); the rest in proportion.
 */
export type Volumes = {
  posts: number;
  users: number;
  comments: number;
  likes: number;
  foods: number;
  foodReviews: number;
  reviewLikes: number;
  foodLikes: number;
  notices: number;
  noticeComments: number;
  noticeLikes: number;
  places: number;
};

export function volumesFor(posts: number): Volumes {
  const share = (ratio: number, minimum: number) => Math.max(minimum, Math.round(posts * ratio));
  return {
    posts,
    users: share(1 / 10, 50),
    comments: share(2, 0),
    likes: share(5, 0),
    foods: share(1 / 5, 10),
    foodReviews: share(1, 0),
    reviewLikes: share(1, 0),
    foodLikes: share(1, 0),
    notices: share(1 / 100, 6),
    noticeComments: share(1 / 20, 0),
    noticeLikes: share(1 / 10, 0),
    places: share(1 / 10, 30),
  };
}
