v = 3;
f = @sin;
exist('v')
exist('f')
exist('pi')
exist('disp')
