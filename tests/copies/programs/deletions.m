function deletions
  % A deletion builds a new array: the caller's array, the callee's
  % parameter and other holders of one buffer keep their elements.
  v = 1:8;
  w = drop_odd (v);
  disp (v); disp (w);
  u = drop_none (v);
  u(1) = 100;
  disp (v); disp (u);
  a = [1 2; 3 4; 5 6];
  b = a;
  b(2, :) = [];
  b(1) = -1;
  disp (a); disp (b);
  c = {1, 'two', [3 4]};
  d = c;
  d(2) = [];
  d{1} = 'one';
  disp (c); disp (d);
  s = struct ('x', {1, 2, 3});
  t = s;
  t(1) = [];
  t(1).x = 20;
  disp ([s.x]); disp ([t.x]);
  x = 1:6;
  for k = 1:3
    y = x;
    y(k) = [];
    y(end) = 0;
    disp (y);
  end
  disp (x);
  m = true (1, 5);
  z = (1:5) * 2;
  q = z;
  q(m & z > 4) = [];
  q(end + 1) = 7;
  disp (z); disp (q);
  r = keep_and_write (v);
  disp (v); disp (r);
end

function y = drop_odd (y)
  y(1:2:end) = [];
end

function y = drop_none (y)
  y([]) = [];
end

function y = keep_and_write (y)
  y(2) = [];
  y(1) = 0;
end
