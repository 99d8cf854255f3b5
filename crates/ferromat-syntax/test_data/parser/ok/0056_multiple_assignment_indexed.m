[s.a, c{2}] = deal(1, 2);
[~, i] = max(v);
