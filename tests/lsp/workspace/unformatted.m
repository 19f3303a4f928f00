function y=unformatted(x)
% Doubles x.
y=x*2; % twice
if y>10,y=10;end
end
