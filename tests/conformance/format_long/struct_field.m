format long
s.val = pi;
s
