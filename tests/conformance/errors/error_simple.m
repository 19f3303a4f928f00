error('Something went wrong');
