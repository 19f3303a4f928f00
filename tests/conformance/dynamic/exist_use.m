a = 1;
exist('a')
exist('sin')
exist('nonexistent_thing_xyz')
