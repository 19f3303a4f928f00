names = ['abc'; 'def']
