x = [1 2 3];
validateattributes(x, {'numeric'}, {'positive', 'vector'});
validateattributes(5, {'double'}, {'scalar', 'integer'});
disp('valid')
