% Concatenation narrows a complex result whose imaginary parts are all zero
% to real (brackets always, even around one value; cat, horzcat and vertcat
% of two parts or more), as it narrows after indexing.
y = complex([0 1], [0 0]);
z = complex(2, 0);
disp([iscomplex(y), iscomplex(z)])
disp([iscomplex([y]), iscomplex([z]), iscomplex([y, 1]), iscomplex([y; y])])
disp([iscomplex([y, z]), iscomplex([single(y), 1]), iscomplex([y, complex(1, -0)])])
disp([iscomplex(horzcat(y, 1)), iscomplex(vertcat(y, y)), iscomplex(cat(1, y, y))])
disp([iscomplex(horzcat(y)), iscomplex(vertcat(y)), iscomplex(cat(3, y))])
disp([iscomplex([y, 1i]), iscomplex([y, []]), iscomplex([y; 3, 4])])
w = [y, z];
disp(class(w))
disp(w)
s = [single(y), single(3)];
disp(class(s))
disp(isreal(s))
c = [complex(1, 0), 2] ./ [complex(0, 0), 0];
disp(c)
