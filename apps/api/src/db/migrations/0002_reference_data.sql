-- Categories are fixed by product-spec §9 and wire-contract §3 (Korean names exact).
INSERT INTO community_categories (id, name) VALUES
  (1, '전체'), (2, '자유게시판'), (3, '강아지'), (4, '고양이'), (5, '특수동물'),
  (6, '실종 / 목격'), (7, '임보 / 입양')
ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name;--> statement-breakpoint
INSERT INTO notice_categories (id, name) VALUES (1, '공지사항'), (2, '매거진'), (3, '이벤트')
ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name;--> statement-breakpoint
INSERT INTO food_categories (id, name) VALUES (1, '사료'), (2, '간식')
ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name;--> statement-breakpoint
INSERT INTO map_categories (id, name) VALUES (1, '동물병원'), (2, '카페'), (3, '보호소')
ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name;
