fruit = 'pear';
switch fruit
  case {'apple', 'pear'}
    disp('pome')
  case 'plum'
    disp('drupe')
end
