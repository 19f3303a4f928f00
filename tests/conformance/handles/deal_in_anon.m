f = @() deal(1, 2);
[a, b] = f()
