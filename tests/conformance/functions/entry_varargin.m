function entry_varargin(varargin)
% A program that is a function taking varargin runs with an empty one;
% lower and upper give a number back as it is (both once broke --verify-types).
disp(size(varargin))
disp(isempty(varargin))
x = lower(1)
y = upper([2 3])
z = lower('AbC')
end
