c = cross(eye(3), ones(3))
c = cross([1 2 3; 4 5 6; 7 8 10], eye(3), 2)
A = [1 2 3; 4 5 6]';
B = [0 0 1; 1 0 0]';
c = cross(A, B)
c = cross([1 2 3], [4 5 6])
try
  cross(ones(2), ones(2))
catch err
  disp(err.message)
end
