% A nested assignment into a 0x0 element or field (not a struct) starts it
% afresh, taking the class of what is assigned (Octave's empty_conv);
% a variable holding [] stays double, as in Octave.
c = cell(1, 3); c{3}(4) = 'x'; disp(class(c{3})), disp(double(c{3}))
w = {[]}; w{1}(2) = 'z'; disp(class(w{1}))
s.q = []; s.q(2) = 'x'; disp(class(s.q))
s.r = {}; s.r(2) = {5}; disp(class(s.r))
s.t = ''; s.t(3) = 7; disp(class(s.t))
s.u = zeros(1,0); s.u(2) = 'x'; disp(class(s.u))
x = []; x(2) = 'a'; disp(class(x))
c2 = {{}}; c2{1}(2) = 5; disp(class(c2{1}))
c3 = {int8([])}; c3{1}(2) = 5; disp(class(c3{1}))
s.v = struct('a', {}); s.v(1).a = 5; disp(class(s.v))
